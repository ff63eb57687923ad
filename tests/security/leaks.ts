/** Text that only a database error carries (SQLite and PostgreSQL), or a stack trace. */
export const LEAK = /SQLITE_[A-Z]|SqliteError|syntax error at or near|near "[^"]*": syntax|no such (table|column)|unrecognized token|relation "[^"]*" does not exist|invalid input syntax for|DatabaseError|datatype mismatch|\n\s+at \S+ \(|node_modules\/|\.server\.ts:\d/;
