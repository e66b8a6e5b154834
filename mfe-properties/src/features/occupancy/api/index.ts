// The occupancy grid (issue 26): GET /property/occupancy, the current property's beds with their state.
import { API } from '@pgportal/contracts/api-paths';
import type { OccupancyAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

export const useOccupancy = () => useApiQuery<OccupancyAnswer>(API.property.occupancy);
