import { addDaysToApiDate, formatName, formatPhone, todayApiDate } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import { assignTenantSchema } from '@pgportal/contracts/schemas';
import type { Bed, Room } from '@pgportal/contracts/types';
import {
  CheckboxField,
  FormActions,
  MoneyField,
  SearchSelect,
  SelectField,
  TextField,
  layout,
  useReportStatus,
} from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus, SearchOption } from '@pgportal/ui';
import { useState } from 'react';
import { useAssignTenant, useFreeBeds, useRooms, useUnassignedTenants } from '../api';
import { FreeBedField } from './free-bed-field';

/** The tenant the form opens with ('Assign a bed' from a tenant): their property's free beds are listed. */
export interface AssignFromTenant {
  _id: string;
  fullName: string;
  propertyId: string;
}

interface AssignTenantFormProps {
  /** The room and bed the form opens on (the bed row's Assign). */
  room?: Room;
  bed?: Bed;
  /** Or the tenant it opens with ('Assign a bed'): the bed is chosen among their property's free beds. */
  tenant?: AssignFromTenant;
  onSaved: () => void;
  onCancel: () => void;
  /** Told when it saves or changes (the dialog then stays open, or asks before Esc or a click outside discards them). */
  onStatusChange?: (status: FormStatus) => void;
}

/** 'Moved in on' goes back this many days at most (the server checks it too). */
const MOVED_IN_DAYS_BACK = 31;

/** The refusal of a 'Moved in on' day outside today back to 31 days ago, or null. */
function movedInOnProblem(day: string | undefined, today: string): string | null {
  if (!day) return null;
  if (day > today) return MESSAGES.movedInOnInFuture;
  if (day < addDaysToApiDate(today, -MOVED_IN_DAYS_BACK)) return MESSAGES.movedInOnTooEarly;
  return null;
}

const roomOption = (room: Room): SearchOption => ({
  value: room._id,
  label: `Room ${room.roomNumber}`,
  meta: `${room.propertyId.name} · ${room.bedCapacity - room.occupiedBeds} free`,
});

/**
 * SPEC §2 Assign tenant to bed: tenant and room pickers that search as you type, the bed, the
 * rent; 'Meal included' reveals the meal cost and 'Collect advance' the advance, each required when shown.
 */
export function AssignTenantForm({
  room: initialRoom,
  bed,
  tenant: fromTenant,
  onSaved,
  onCancel,
  onStatusChange,
}: AssignTenantFormProps) {
  const [today] = useState(todayApiDate);
  const { register, handleSubmit, setError, setValue, watch, formState, clearErrors } = useZodForm(
    assignTenantSchema,
    {
      defaultValues: {
        tenantId: fromTenant?._id ?? '',
        roomId: initialRoom?._id ?? '',
        bedId: bed?._id ?? '',
        rentAmount: '',
        mealIncluded: false,
        collectAdvance: false,
        movedInOn: today,
      },
    },
  );
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const [tenant, setTenant] = useState<SearchOption | null>(
    fromTenant ? { value: fromTenant._id, label: formatName(fromTenant.fullName) } : null,
  );
  const [tenantSearch, setTenantSearch] = useState('');
  const [room, setRoom] = useState<Room | null>(initialRoom ?? null);
  const propertyBeds = useFreeBeds(fromTenant && !initialRoom ? fromTenant.propertyId : null);
  const [roomSearch, setRoomSearch] = useState('');
  const tenants = useUnassignedTenants(tenantSearch, true);
  const rooms = useRooms({ page: 1, limit: 20, search: roomSearch });
  const assign = useAssignTenant();
  const mealIncluded = watch('mealIncluded') === true;
  const collectAdvance = watch('collectAdvance') === true;

  const freeBeds = (room?.beds ?? []).filter((candidate) => !candidate.isOccupied);

  const submit = handleSubmit(async (values) => {
    const dayProblem = movedInOnProblem(values.movedInOn, todayApiDate());
    if (dayProblem) {
      setError('movedInOn', { type: 'validate', message: dayProblem });
      return;
    }
    const result = await assign.trigger(values, {
      setError,
      fields: ['tenantId', 'roomId', 'bedId', 'rentAmount', 'mealCost', 'advanceAmount', 'movedInOn'],
    });
    if (result.ok) onSaved();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Assign tenant">
      <SearchSelect
        label="Tenant"
        required
        placeholder="Type a name, e-mail or phone"
        selected={tenant}
        onSearch={setTenantSearch}
        loading={tenants.isLoading}
        options={tenants.data?.map((item) => ({
          value: item._id,
          label: formatName(item.fullName),
          meta: [item.email, formatPhone(item.phoneNumber)].filter(Boolean).join(' · '),
        }))}
        onSelect={(option) => {
          setTenant(option);
          setValue('tenantId', option?.value ?? '', { shouldDirty: true });
          if (option) clearErrors('tenantId');
        }}
        error={errors.tenantId?.message}
      />
      {fromTenant && !initialRoom ? (
        <FreeBedField
          beds={propertyBeds.data}
          value={watch('bedId')}
          onChange={(chosen) => {
            setValue('roomId', chosen?.room._id ?? '', { shouldDirty: true });
            setValue('bedId', chosen?._id ?? '', { shouldDirty: true });
            if (chosen) clearErrors(['roomId', 'bedId']);
          }}
          error={errors.bedId?.message ?? errors.roomId?.message}
        />
      ) : (
        <>
          <SearchSelect
            label="Room"
            required
            placeholder="Type a room number"
            selected={room ? roomOption(room) : null}
            onSearch={setRoomSearch}
            loading={rooms.isLoading}
            options={rooms.data?.data.map(roomOption)}
            onSelect={(option) => {
              const chosen = rooms.data?.data.find((candidate) => candidate._id === option?.value) ?? null;
              setRoom(chosen);
              setValue('roomId', chosen?._id ?? '', { shouldDirty: true });
              const firstFree = chosen?.beds.find((candidate) => !candidate.isOccupied);
              setValue('bedId', firstFree?._id ?? '');
              if (chosen) clearErrors('roomId');
            }}
            error={errors.roomId?.message}
          />
          <SelectField
            label="Bed"
            required
            placeholder={
              room ? (freeBeds.length ? undefined : 'No free bed in this room') : 'Choose a room first'
            }
            options={freeBeds.map((candidate) => ({
              value: candidate._id,
              label: `Bed ${candidate.bedNumber}`,
            }))}
            error={errors.bedId?.message}
            {...register('bedId')}
          />
        </>
      )}
      <MoneyField
        label="Rent Amount (₹ per month)"
        required
        error={errors.rentAmount?.message}
        {...register('rentAmount')}
      />
      <TextField
        label="Moved in on"
        type="date"
        required
        min={addDaysToApiDate(today, -MOVED_IN_DAYS_BACK)}
        max={today}
        hint="Billing starts this day: up to 31 days ago; months already due are invoiced at once."
        error={errors.movedInOn?.message}
        {...register('movedInOn')}
      />
      <CheckboxField label="Meal included" {...register('mealIncluded')} />
      {mealIncluded ? (
        <MoneyField
          label="Meal Cost (₹ per month)"
          required
          error={errors.mealCost?.message}
          {...register('mealCost', { shouldUnregister: true })}
        />
      ) : null}
      <CheckboxField label="Collect advance" {...register('collectAdvance')} />
      {collectAdvance ? (
        <MoneyField
          label="Advance Amount (₹)"
          required
          error={errors.advanceAmount?.message}
          {...register('advanceAmount', { shouldUnregister: true })}
        />
      ) : null}
      <FormActions busy={isSubmitting} submitLabel="Assign" busyLabel="Assigning..." onCancel={onCancel} />
    </form>
  );
}
