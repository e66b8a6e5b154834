// A hang detector, not a speed check: API tests start databases and servers, and the heaviest
// (the races on PostgreSQL, a backup on PGlite with fsync on disk) took minutes on a 2-core machine
// running other builds beside them. Set here so it also applies when jest runs from the repository
// root (whose global config would otherwise apply 5 s).
jest.setTimeout(300_000);
