// The audit log (issue 26): every kind of change writes its entry in its own transaction (who,
// what, the changed fields, ID numbers masked); a change that fails leaves none; and the table
// refuses UPDATE and DELETE whoever asks.
import { API } from '@pgportal/contracts/api-paths';
import { eq, sql } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import {
  entriesOf,
  entriesOfTenant,
  entryCount,
  entryWhere,
  firstInvoiceOf,
  tenantOnBed,
  url,
} from './audit-fixtures';
import { formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addTenantRow, assign, assignPayload, propertyFields, userIdOf } from './properties-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databases)('audit entries written with each change on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let managerId: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    managerId = await userIdOf(t, 'manager@example.com');
    adminId = await userIdOf(t, 'admin@example.com');
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    cookie = manager,
  ) => t.request({ method, url: url(path), headers: { cookie }, ...(payload ? { payload } : {}) });

  it('records an assignment, a payment, its reversal, a rent change, a charge, a notice and a vacate, by who did them', async () => {
    const { tenantId } = await tenantOnBed(t, manager, 'A1');
    const invoice = await firstInvoiceOf(t, tenantId);
    const paid = await send('PATCH', API.payment.pay(invoice.id), {
      paymentMode: 'CASH',
      paidAt: today(),
      amount: 1000,
    });
    expect(paid.statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    const reversed = await send('POST', API.payment.reverse(invoice.id), {
      paymentId: payment!.id,
      note: 'Wrong tenant',
    });
    expect(reversed.statusCode).toBe(200);
    expect(
      (await send('POST', API.tenant.changeRent(tenantId), { rent: 9000, mealCost: 0 })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', API.tenant.charges(tenantId), { description: 'Key lost', amount: 250 })).statusCode,
    ).toBe(200);
    const notice = { noticeDate: today(), moveOutDate: plusDays(today(), 30) };
    expect((await send('POST', API.tenant.notice(tenantId), notice)).statusCode).toBe(200);
    expect((await send('POST', API.bed.vacateTenant(tenantId))).statusCode).toBe(200);

    const entries = await entriesOfTenant(t, tenantId);
    const kinds = entries.map((entry) => `${entry.objectType} ${entry.action}`).sort();
    expect(kinds).toEqual(
      [
        'ASSIGNMENT ASSIGN',
        'PAYMENT PAYMENT',
        'PAYMENT REVERSAL',
        'ASSIGNMENT RENT_CHANGE',
        'CHARGE CREATE',
        'ASSIGNMENT NOTICE',
        'ASSIGNMENT VACATE',
      ].sort(),
    );
    for (const entry of entries) {
      expect([entry.actorKind, entry.actorId, entry.propertyId]).toEqual([
        'USER',
        managerId,
        DEMO_PROPERTY_ID,
      ]);
    }
    const byKind = (kind: string) => entries.find((entry) => `${entry.objectType} ${entry.action}` === kind)!;
    expect(byKind('PAYMENT PAYMENT').after).toMatchObject({
      invoiceId: invoice.id,
      amountPaise: 100000,
      paymentMode: 'CASH',
    });
    expect(byKind('PAYMENT REVERSAL').after).toMatchObject({ amountPaise: -100000, note: 'Wrong tenant' });
    expect(byKind('ASSIGNMENT RENT_CHANGE')).toMatchObject({
      before: { rentPaise: 800000, mealCostPaise: 250050 },
      after: { rentPaise: 900000, mealCostPaise: 0 },
    });
    expect(byKind('CHARGE CREATE').after).toMatchObject({ description: 'Key lost', amountPaise: 25000 });
  });

  it('masks a personal ID number to its last 4 characters and keeps no file', async () => {
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID, 'Masked Tenant');
    const documents = url(API.tenant.legalDocuments(tenantId));
    const headers = { cookie: manager };
    const passport = await t.request({
      method: 'POST',
      url: documents,
      headers,
      payload: formData({ type: 'PASSPORT', number: 'P9876543210' }),
    });
    expect(passport.statusCode).toBe(201);
    await t.request({
      method: 'POST',
      url: documents,
      headers,
      payload: formData({ type: 'AADHAR', number: '1234 5678 9012' }),
    });
    const entries = await entriesOf(t, tenantId);
    const numbers = entries.map(
      (entry) => (entry.after as { legalDocument: { number: string } }).legalDocument.number,
    );
    expect(numbers).toContain('XXXXXXX3210');
    expect(numbers.find((number) => number.endsWith('9012'))).toMatch(/^[X\s]+9012$/);
    const written = JSON.stringify(entries);
    expect(written).not.toMatch(/P9876|98765432|12345678|1234 5678|legal-documents\//);
  });

  it('records expenses, tenants, rooms, the property and managers with only the changed fields', async () => {
    const expense = {
      category: 'WATER',
      amount: '1234.56',
      date: today(),
      paymentMode: 'UPI',
      paidTo: 'Tanker',
      note: '',
    };
    const added = await t.request({
      method: 'POST',
      url: url(API.expense.add),
      headers: { cookie: manager },
      payload: formData(expense),
    });
    const expenseId = added.json().data._id as string;
    await t.request({
      method: 'PUT',
      url: url(API.expense.update(expenseId)),
      headers: { cookie: manager },
      payload: formData({ ...expense, amount: '500' }),
    });
    expect((await send('DELETE', API.expense.delete(expenseId))).statusCode).toBe(200);
    expect((await entriesOf(t, expenseId)).map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      [
        ['DELETE', expect.objectContaining({ amountPaise: 50000, paidTo: 'Tanker' }), null],
        ['UPDATE', { amountPaise: 123456 }, { amountPaise: 50000 }],
        ['CREATE', null, expect.objectContaining({ amountPaise: 123456, category: 'WATER' })],
      ],
    );

    const form = (fullName: string) =>
      formData({
        fullName,
        email: 'asha.audit@example.com',
        phoneNumber: '9876543210',
        dateOfBirth: '2001-04-05',
        address: '12 MG Road, Bengaluru',
        profession: 'JOB',
        emergencyContact: JSON.stringify({ name: 'Mohan Rao', relation: 'Father', phone: '9876500099' }),
      });
    const tenantAdded = await t.request({
      method: 'POST',
      url: url(API.tenant.add),
      headers: { cookie: manager },
      payload: form('Asha Rao'),
    });
    expect(tenantAdded.statusCode).toBe(201);
    const tenantId = tenantAdded.json().data._id as string;
    expect(await entryWhere(t, 'TENANT', 'CREATE', tenantId)).toHaveLength(1);
    const updated = await t.request({
      method: 'PUT',
      url: url(API.tenant.update(tenantId)),
      headers: { cookie: manager },
      payload: form('Asha R'),
    });
    expect(updated.statusCode).toBe(200);
    const [tenantUpdate] = await entryWhere(t, 'TENANT', 'UPDATE', tenantId);
    expect(tenantUpdate!.before).toMatchObject({ fullName: 'Asha Rao' });
    expect(tenantUpdate!.after).toMatchObject({ fullName: 'Asha R' });
    expect(Object.keys(tenantUpdate!.after!)).toEqual(['fullName']);

    const { room } = await tenantOnBed(t, manager, 'R9', 1);
    expect(await entryWhere(t, 'ROOM', 'CREATE', room.roomId)).toHaveLength(1);
    const renamed = await send('PUT', API.room.update(room.roomId), { roomNumber: 'R9A', floor: '2' });
    expect(renamed.statusCode).toBe(200);
    const [roomUpdate] = await entryWhere(t, 'ROOM', 'UPDATE', room.roomId);
    expect([roomUpdate!.before, roomUpdate!.after]).toEqual([
      { roomNumber: 'R9', floor: 1 },
      { roomNumber: 'R9A', floor: 2 },
    ]);

    const property = await send(
      'PUT',
      API.property.update(DEMO_PROPERTY_ID),
      propertyFields('Sunrise PG Renamed'),
      admin,
    );
    expect(property.statusCode).toBe(200);
    const [propertyUpdate] = await entryWhere(t, 'PROPERTY', 'UPDATE', DEMO_PROPERTY_ID);
    expect(propertyUpdate).toMatchObject({
      actorId: adminId,
      after: expect.objectContaining({ name: 'Sunrise PG Renamed' }),
    });

    const user = {
      name: 'New Manager',
      email: 'audit.new.manager@example.com',
      phoneNumber: '9876500011',
      role: 'MANAGER',
    };
    const userAdded = await t.request({
      method: 'POST',
      url: url(API.user.add),
      headers: { cookie: admin },
      payload: formData(user),
    });
    expect(userAdded.statusCode).toBe(201);
    const [userEntry] = await entriesOf(t, userAdded.json().data._id);
    expect(userEntry).toMatchObject({
      objectType: 'USER',
      action: 'CREATE',
      actorId: adminId,
      propertyId: null,
    });
  });

  it('leaves no entry when a change fails and rolls back', async () => {
    const { room } = await tenantOnBed(t, manager, 'F1', 1);
    const other = await addTenantRow(t, DEMO_PROPERTY_ID, 'Second Tenant');
    const count = await entryCount(t);
    const occupied = await assign(t, manager, assignPayload(other, room, 0, { collectAdvance: false }));
    expect(occupied.statusCode).toBe(409);
    const missing = await send('PATCH', API.payment.pay(UNKNOWN_ID), {
      paymentMode: 'CASH',
      paidAt: today(),
    });
    expect(missing.statusCode).toBe(404);
    const { tenantId } = await tenantOnBed(t, manager, 'F2', 1);
    const invoice = await firstInvoiceOf(t, tenantId);
    const afterSetup = await entryCount(t);
    expect(afterSetup).toBe(count + 2);
    const tooMuch = await send('PATCH', API.payment.pay(invoice.id), {
      paymentMode: 'CASH',
      paidAt: today(),
      amount: 999999,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await entryCount(t)).toBe(afterSetup);
  });

  it('refuses UPDATE and DELETE on the table itself, even straight in SQL', async () => {
    const count = await entryCount(t);
    expect(count).toBeGreaterThan(0);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(sql`update audit_log set action = 'DELETE'`)).toMatch(/append-only: UPDATE/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE/);
    expect(await entryCount(t)).toBe(count);
  });
});
