import { Avatar } from '@mantine/core';
import { avatarBackground } from '../../lib/avatar-hue.ts';

interface InitialsAvatarProps {
  initials: string;
  size?: number;
}

export function InitialsAvatar({ initials, size = 32 }: InitialsAvatarProps) {
  return (
    <Avatar
      size={size}
      radius="xl"
      aria-hidden="true"
      styles={{
        placeholder: { backgroundColor: avatarBackground(initials), color: '#fff', fontSize: size * 0.4 },
      }}
    >
      {initials.slice(0, 3)}
    </Avatar>
  );
}
