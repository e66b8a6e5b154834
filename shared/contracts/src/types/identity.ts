// Shapes the API answers with (SPEC §3), inferred from the response schemas the server
// serialises through (responses/identity.ts). JSON uses `_id`; dates YYYY-MM-DD; timestamps ISO-8601.
import type { z } from 'zod';
import type { StaffRole } from '../enums';
import type { tenantSummaryAnswerSchema, userAnswerSchema } from '../responses/identity';

export type User = z.output<typeof userAnswerSchema>;

export type Manager = User & { role: StaffRole };

export type TenantSummary = z.output<typeof tenantSummaryAnswerSchema>;
