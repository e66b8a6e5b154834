// @pgportal/ui/data: the portal's SWR defaults (the kit's data hooks live here as they come).
export { swrConfig } from './swr-config';
