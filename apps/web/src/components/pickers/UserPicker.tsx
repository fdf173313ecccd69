import { usersApi } from '../../app/api/users.ts';
import { definePicker } from './define-picker.tsx';
import { pickerSource } from './picker-source.ts';

/** A person by name or the start of the e-mail; nothing is listed before two characters. */
export const UserPicker = definePicker(
  'user',
  'userId',
  pickerSource(usersApi, (user) => `${user.firstName} ${user.lastName} (${user.email})`, { minLength: 2 }),
);
