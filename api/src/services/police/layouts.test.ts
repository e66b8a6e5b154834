// The table of state layouts (issue 45): every state has its fields, a portal (or none, for the
// generic one), a deadline rule and a source; the state of a property maps to its layout.
import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import { today } from '../calendar';
import { GENERIC_LAYOUT, layoutOfState, POLICE_LAYOUTS } from './layouts';
import { policeDueOn, stateCodeOf } from './state';

const property = (pinCode: string, gstin = '') => ({
  gstin,
  address: { fullAddress: '', area: 'A', city: 'C', pinCode },
});

describe('police layouts', () => {
  it('has Delhi, Maharashtra, Haryana, Uttar Pradesh, Karnataka and a generic one', () => {
    expect(POLICE_LAYOUTS.map((layout) => layout.code)).toEqual(['DL', 'MH', 'HR', 'UP', 'KA', 'GENERIC']);
  });

  it.each(POLICE_LAYOUTS.map((layout) => [layout.code, layout] as const))(
    '%s has fields, a portal, a rule and a source',
    (_code, layout) => {
      expect(layout.heading).toMatch(/\S/);
      const facts = layout.sections.flatMap((section) => section.fields.map((field) => field.fact));
      expect(facts.length).toBeGreaterThan(5);
      for (const needed of [
        'TENANT_NAME',
        'PERMANENT_ADDRESS',
        'ID_DOCUMENTS',
        'PROPERTY_ADDRESS',
        'MOVED_IN_ON',
      ])
        expect(facts).toContain(needed);
      if (layout.code === 'GENERIC') expect(layout.portalUrl).toBeNull();
      else {
        expect(layout.portalUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.in$/);
        expect(layout.portalName).toMatch(/\S/);
      }
      expect(Number.isInteger(layout.dueDays) && layout.dueDays >= 0).toBe(true);
      expect(layout.deadline).toMatch(/\S/);
      expect(layout.source.length).toBeGreaterThan(40);
    },
  );

  it('finds the state from the GSTIN first, else the PIN code', () => {
    const first14 = '27AAAPL1234C1Z';
    expect(stateCodeOf(property('110001', `${first14}${gstinCheckCharacter(first14)}`))).toBe('27');
    expect(stateCodeOf(property('110001'))).toBe('07');
    expect(stateCodeOf(property('122002'))).toBe('06');
    expect(stateCodeOf(property('400001'))).toBe('27');
    expect(stateCodeOf(property('403001'))).toBeNull(); // Goa
    expect(stateCodeOf(property('226001'))).toBe('09');
    expect(stateCodeOf(property('248001'))).toBeNull(); // Dehradun, Uttarakhand
    expect(stateCodeOf(property('560038'))).toBe('29');
    expect(layoutOfState(null)).toBe(GENERIC_LAYOUT);
    expect(layoutOfState('32')).toBe(GENERIC_LAYOUT);
  });

  it('counts the due day in India: a move-in at 23:45 IST on 29 Nov is that day', () => {
    const movedInOn = today(new Date('2026-11-29T18:15:00Z'));
    expect(movedInOn).toBe('2026-11-29');
    expect(today(new Date('2026-11-29T18:45:00Z'))).toBe('2026-11-30');
    expect(policeDueOn(layoutOfState('29'), movedInOn)).toBe('2026-11-30');
    expect(policeDueOn(layoutOfState('09'), '2026-02-15')).toBe('2026-03-17');
    expect(policeDueOn(layoutOfState('07'), movedInOn)).toBe(movedInOn);
  });
});
