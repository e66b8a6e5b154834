import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { MAX_BED_CAPACITY, roomCreateSchema, roomUpdateSchema } from '@pgportal/contracts/schemas';
import type { Amenity, Room } from '@pgportal/contracts/types';
import { PropertyChoice } from '@pgportal/domain';
import { FileField, FormActions, TextField, layout, useReportStatus } from '@pgportal/ui';
import { IMAGE_ACCEPT, firstFile, imageFilesField, useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useSession } from '@pgportal/runtime/session';
import { useState } from 'react';
import { AmenitiesField } from '../../../lib/amenities-field';
import { PROPERTY_CHOICE_LIMIT, useAddRoom, useCallerProperties, useUpdateRoom } from '../api';

const image = imageFilesField({ maxFiles: 1 });
const addSchema = roomCreateSchema.omit({ propertyId: true }).extend({ roomImage: image });
const updateSchema = roomUpdateSchema.extend({ roomImage: image });

interface RoomFormProps {
  /** Update mode when given; the capacity is then fixed (SPEC §5: only when adding). */
  room?: Room;
  /** Where a new room goes first; without it, the caller's current property. Another of theirs may be chosen. */
  propertyId?: string;
  onSaved: (room: Room) => void;
  onCancel: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

/**
 * SPEC §5 room form, adding: room number, floor, capacity 1 to 10, image, amenities; above them the
 * property the room goes to, with a choice among the caller's properties (issue 22).
 */
export function AddRoomForm({
  propertyId: initialProperty,
  onSaved,
  onCancel,
  onStatusChange,
}: RoomFormProps) {
  const currentProperty = useSession((state) => state.user?.currentProperty ?? '');
  const [propertyId, setPropertyId] = useState(initialProperty ?? currentProperty);
  const [propertySearch, setPropertySearch] = useState('');
  const properties = useCallerProperties(true, propertySearch);
  const { register, handleSubmit, setError, setValue, watch, formState } = useZodForm(addSchema, {
    defaultValues: { roomNumber: '', floor: '', bedCapacity: '', amenities: [] },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const addRoom = useAddRoom();
  const amenities = (watch('amenities') ?? []) as Amenity[];

  const submit = handleSubmit(async (values) => {
    const result = await addRoom.trigger(
      { ...values, propertyId: propertyId || undefined, roomImage: firstFile(values.roomImage) },
      { setError, fields: ['roomNumber', 'floor', 'bedCapacity'] },
    );
    if (result.ok) onSaved(result.data);
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Add Room">
      <PropertyChoice
        properties={properties.data}
        value={propertyId}
        onChange={setPropertyId}
        more={properties.data?.length === PROPERTY_CHOICE_LIMIT}
        search={propertySearch}
        onSearch={setPropertySearch}
      />
      <div className={layout.formGrid}>
        <TextField
          label="Room Number"
          required
          error={errors.roomNumber?.message}
          {...register('roomNumber')}
        />
        <TextField
          label="Floor"
          type="number"
          inputMode="numeric"
          required
          error={errors.floor?.message}
          {...register('floor')}
        />
        <TextField
          label="Bed Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_BED_CAPACITY}
          required
          hint={`1 to ${MAX_BED_CAPACITY} beds; the room gets this many beds.`}
          error={errors.bedCapacity?.message}
          {...register('bedCapacity')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.roomImage}
          label="Room Image"
          accept={IMAGE_ACCEPT}
          error={errors.roomImage?.message}
          {...register('roomImage')}
        />
      </div>
      <AmenitiesField
        value={amenities}
        onChange={(next) => setValue('amenities', next, { shouldDirty: true })}
      />
      <FormActions busy={isSubmitting} submitLabel="Add Room" onCancel={onCancel} />
    </form>
  );
}

/** The room form, updating: the same fields but the capacity. */
export function UpdateRoomForm({ room, onSaved, onCancel, onStatusChange }: RoomFormProps & { room: Room }) {
  const { register, handleSubmit, setError, setValue, watch, formState } = useZodForm(updateSchema, {
    defaultValues: { roomNumber: room.roomNumber, floor: String(room.floor), amenities: room.amenities },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const updateRoom = useUpdateRoom();
  const amenities = (watch('amenities') ?? []) as Amenity[];

  const submit = handleSubmit(async (values) => {
    const result = await updateRoom.trigger(
      { id: room._id, ...values, roomImage: firstFile(values.roomImage) },
      { setError, fields: ['roomNumber', 'floor'] },
    );
    if (result.ok) onSaved(result.data);
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Update Room">
      <div className={layout.formGrid}>
        <TextField
          label="Room Number"
          required
          error={errors.roomNumber?.message}
          {...register('roomNumber')}
        />
        <TextField
          label="Floor"
          type="number"
          inputMode="numeric"
          required
          error={errors.floor?.message}
          {...register('floor')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.roomImage}
          label="Room Image"
          accept={IMAGE_ACCEPT}
          hint="Leave empty to keep the current image."
          error={errors.roomImage?.message}
          {...register('roomImage')}
        />
      </div>
      <AmenitiesField
        value={amenities}
        onChange={(next) => setValue('amenities', next, { shouldDirty: true })}
      />
      <FormActions busy={isSubmitting} submitLabel="Update Room" onCancel={onCancel} />
    </form>
  );
}
