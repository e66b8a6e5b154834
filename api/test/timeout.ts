// API tests start a database per file: give hooks and tests a generous ceiling (PGlite starts slowly on a loaded 2-core machine) even when jest
// runs from the repository root (whose global config would otherwise apply 5 s).
jest.setTimeout(120_000);
