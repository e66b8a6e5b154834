// A hang detector, not a speed check: API tests start databases and servers, and the heaviest
// (the races on PostgreSQL, a backup on PGlite with fsync on disk) took minutes on a 2-core machine
// running other builds beside them. Set here so it also applies when jest runs from the repository
// root (whose global config would otherwise apply 5 s).
import fc from 'fast-check';

jest.setTimeout(300_000);

// A sequence test that fails shrinks its counterexample by replaying steps on the database: left
// alone that can outlast jest's timeout, which then reports a timeout instead of the failure. Cut
// short before it, fast-check reports the counterexample found so far (and a run that merely took
// that long fails too, saying so).
fc.configureGlobal({ interruptAfterTimeLimit: 240_000, markInterruptAsFailure: true });
