// One entry of the API's route table (api-routes.ts): its method, pattern and module.
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: ApiMethod;
  /** the path under API_BASE as the server registers it, `:name` for a parameter */
  pattern: string;
  /**
   * The API's module that serves it, one name everywhere: `api/src/routes/<module>.ts` declares the
   * route, `api/src/services/<module>/` holds its rules when the module has its own (route-modules.test.ts).
   */
  module: string;
}

export const route = <M extends ApiMethod, P extends string>(method: M, pattern: P, module: string) => ({
  method,
  pattern,
  module,
});
