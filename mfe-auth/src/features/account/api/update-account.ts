import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { WaitingMailChoice } from '@pgportal/contracts/enums';
import type { User } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { MESSAGES } from '@pgportal/contracts/messages';

export const ACCOUNT_UPDATED = MESSAGES.userDetailsUpdated;

export interface AccountFields {
  name: string;
  email: string;
  phoneNumber: string;
  /** how they hear of what waits (issue 42); left out: unchanged */
  waitingMail?: WaitingMailChoice;
  avatar?: File;
}

/** PUT /user/update-profile-details (multipart): the signed-in user's own details. */
export function updateAccount({ name, email, phoneNumber, waitingMail, avatar }: AccountFields) {
  const body = new FormData();
  body.append('name', name);
  body.append('email', email);
  body.append('phoneNumber', phoneNumber);
  if (waitingMail) body.append('waitingMail', waitingMail);
  if (avatar) body.append('avatar', avatar);
  return request<User>(API.user.updateOwn, { method: 'PUT', body });
}

/** The managers list shows this user too. */
export const useUpdateAccount = () =>
  useApiMutation({ request: updateAccount, successMessage: ACCOUNT_UPDATED, revalidates: [API.user.all] });
