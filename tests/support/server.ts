// The server start is shared with `npm run bench`; tests import it from here.
export { freePort, startServer, type RunningServer } from "../../scripts/lib/start-server";
