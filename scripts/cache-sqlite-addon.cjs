// `npm install`'s postinstall: files the better-sqlite3 addon that was just compiled in prebuild-install's own cache
// (~/.npm/_prebuilds, under the name of the download it tried), so that the next install of the same version for the
// same Node ABI on this machine unpacks it instead of compiling SQLite again. prebuild-install cannot download it
// here (github.com is unreachable), and the compile took about 160 of the 215 s of a fresh clone's `npm install`
// (CI installs into a clean checkout every time). prebuild-install loads an unpacked addon before it keeps it and
// compiles from source when that fails; this script only files an addon that loads in the Node running it.
// Never fails the install: whatever goes wrong, the next install compiles as before. Decision 0065.
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const { createRequire } = require("node:module");
const path = require("node:path");

try {
  const moduleDir = path.dirname(require.resolve("better-sqlite3/package.json"));
  const addon = path.join(moduleDir, "build/Release/better_sqlite3.node");
  // Throws when the addon is missing or was built for another Node (scripts/node24.sh swaps in Node 24's).
  require(addon);
  const fromModule = createRequire(path.join(moduleDir, "package.json"));
  const pkg = JSON.parse(fs.readFileSync(path.join(moduleDir, "package.json"), "utf8"));
  const rc = fromModule("prebuild-install/rc")(pkg);
  const util = fromModule("prebuild-install/util");
  const cached = util.cachedPrebuild(util.getDownloadUrl({ ...rc, pkg }));
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    execFileSync("tar", ["-czf", partial, "-C", moduleDir, "build/Release/better_sqlite3.node"]);
    fs.renameSync(partial, cached);
    console.log(`better-sqlite3: the compiled addon is kept in ${cached} for the next install on this machine`);
  }
} catch (error) {
  console.log(`better-sqlite3: the compiled addon was not kept for the next install (${error instanceof Error ? error.message : error})`);
}
