// API tests start a database per file: give hooks and tests the project's timeout even when jest
// runs from the repository root (whose global config would otherwise apply 5 s).
jest.setTimeout(30_000);
