// Rows the tenants tests need from other domains, written directly (the bed and billing APIs are
// built elsewhere): a room with a bed, a tenant placed on it, and invoices.
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { bedAssignments, beds, invoices, rooms, tenants } from '../src/db/schema';

/** A room with one bed in a property; returns their ids. */
export async function addRoomWithBed(executor: Executor, propertyId: string, roomNumber: string) {
  const [room] = await executor
    .insert(rooms)
    .values({ propertyId, roomNumber, floor: 1, bedCapacity: 1 })
    .returning({ id: rooms.id });
  const [bed] = await executor
    .insert(beds)
    .values({ roomId: room!.id, bedNumber: 2 })
    .returning({ id: beds.id });
  return { roomId: room!.id, bedId: bed!.id };
}

/** Puts a tenant on a new bed of `propertyId` as an assignment would (open assignment, occupant, tenant's room and bed). */
export async function placeOnBed(
  executor: Executor,
  tenantId: string,
  propertyId: string,
  roomNumber: string,
) {
  const { roomId, bedId } = await addRoomWithBed(executor, propertyId, roomNumber);
  await executor.update(beds).set({ occupantId: tenantId }).where(eq(beds.id, bedId));
  await executor.insert(bedAssignments).values({
    tenantId,
    bedId,
    roomId,
    propertyId,
    startDate: '2026-01-01',
    rentPaise: 800_000,
    mealCostPaise: 150_050,
  });
  await executor
    .update(tenants)
    .set({ propertyId, roomId, bedId, monthlyRentPaise: 800_000, mealCostPaise: 150_050 })
    .where(eq(tenants.id, tenantId));
  return { roomId, bedId };
}

let invoiceNumber = 0;

/** An invoice of `totalPaise` with `paidPaise` paid. */
export async function addInvoice(
  executor: Executor,
  tenantId: string,
  propertyId: string,
  totalPaise: number,
  paidPaise: number,
) {
  invoiceNumber += 1;
  await executor.insert(invoices).values({
    invoiceId: `INV-2099-${String(invoiceNumber).padStart(6, '0')}`,
    tenantId,
    propertyId,
    type: 'ADVANCE',
    periodStart: '2026-01-01',
    periodEnd: '2026-01-01',
    invoiceDate: '2026-01-01',
    dueDate: '2026-01-06',
    totalPaise,
    paidPaise,
    status: paidPaise >= totalPaise ? 'PAID' : paidPaise > 0 ? 'PARTIAL' : 'UNPAID',
  });
}

/** The admission form's fields of a valid tenant, as multipart strings; `overrides` replace some. */
export const tenantForm = (overrides: Record<string, string> = {}) => ({
  fullName: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  phoneNumber: '+91 98765 43210',
  dateOfBirth: '2001-04-05',
  address: '12 MG Road, Bengaluru',
  profession: 'JOB',
  emergencyContact: JSON.stringify({ name: 'Mohan Rao', relation: 'Father', phone: '9876500099' }),
  healthInfo: JSON.stringify({ hasHealthCondition: false, conditions: ['Asthma'] }),
  localGuardian: JSON.stringify({ name: 'Uncle', contactNumber: '9876500098', location: 'Pune' }),
  ...overrides,
});
