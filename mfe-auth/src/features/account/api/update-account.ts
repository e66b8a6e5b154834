import { api } from '@pgportal/contracts/api';
import type { User } from '@pgportal/contracts/types';

export const ACCOUNT_UPDATED = 'User Details Updated Successfully';

export interface AccountFields {
  name: string;
  email: string;
  phoneNumber: string;
  avatar?: File;
}

/** PUT /user/update-profile-details (multipart): the signed-in user's own details. */
export function updateAccount({ name, email, phoneNumber, avatar }: AccountFields): Promise<User> {
  const body = new FormData();
  body.append('name', name);
  body.append('email', email);
  body.append('phoneNumber', phoneNumber);
  if (avatar) body.append('avatar', avatar);
  return api.put<User>('/user/update-profile-details', body);
}
