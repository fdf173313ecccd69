import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

// Mantine components rendered as type-checked router links (TanStack's createLink recipe).
type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));

export const AnchorLink = createLink(AnchorBase);
export const ButtonLink = createLink(ButtonBase);
