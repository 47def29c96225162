// Mantine's anchor and button as router links, typed by the route tree: `to`, `params` and
// `search` are checked like TanStack's own <Link>, which `component={Link}` loses.
import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithoutRef<'a'>, keyof AnchorProps>;
type ButtonElementProps = ButtonProps & Omit<ComponentPropsWithoutRef<'a'>, keyof ButtonProps>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

const MantineButton = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
MantineButton.displayName = 'MantineButton';

export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButton);
