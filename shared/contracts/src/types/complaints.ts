// Complaints as the API answers them (SPEC §3), inferred from responses/complaints.ts.
import type { z } from 'zod';
import type { complaintAnswerSchema } from '../responses/complaints';

export type Complaint = z.output<typeof complaintAnswerSchema>;

export type ComplaintHistoryEntry = Complaint['history'][number];
