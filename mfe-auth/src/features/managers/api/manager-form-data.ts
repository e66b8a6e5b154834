import type { StaffRole } from '@pgportal/contracts/enums';

export interface ManagerFields {
  name: string;
  email?: string;
  phoneNumber: string;
  role: StaffRole;
  avatar?: File;
}

/** The multipart body of POST /user/add and PUT /user/update-profile/{id}. */
export function managerFormData({ name, email, phoneNumber, role, avatar }: ManagerFields): FormData {
  const body = new FormData();
  body.append('name', name);
  if (email !== undefined) body.append('email', email);
  body.append('phoneNumber', phoneNumber);
  body.append('role', role);
  if (avatar) body.append('avatar', avatar);
  return body;
}
