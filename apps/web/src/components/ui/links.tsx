import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
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
const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & Omit<AnchorElementProps, 'onChange'>>(
  (props, ref) => <NavLink ref={ref} component="a" {...props} />,
);

export const AnchorLink = createLink(AnchorBase);
export const ButtonLink = createLink(ButtonBase);
export const NavLinkLink = createLink(NavLinkBase);
