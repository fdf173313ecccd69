import { Alert, Button, Drawer, Group, List, Stack } from '@mantine/core';
import type { PermissionArea } from '@vetbo/domain/permissions';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesModal } from '../feedback/UnsavedChangesModal.tsx';
import { useMayWrite } from '../permissions/use-may-write.ts';

interface FormDrawerProps {
  /**
   * The area the form's write checks (its operation's x-access): a role that may not write it never sees
   * the form, even when the URL opens it (`?panel=edit`, `/x/new`).
   */
  area: PermissionArea;
  opened: boolean;
  title: string;
  testId: string;
  size?: 'lg' | 'xl';
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Closing asks first when there are unsaved changes (see `confirming`). */
  onRequestClose: () => void;
  /** The "Abandonner" / "Conserver" question is open. */
  confirming: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  hasErrors: boolean;
  /** Title of the error summary, and the messages no field shows. */
  invalidTitle: string;
  otherErrors: string[];
  submitLabel: string;
  pending: boolean;
  /** Above the errors, e.g. the stale-version alert. */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * What every side panel with a form repeats (spec §2.10): the drawer, the error summary, Cancel and
 * Save, and the unsaved-changes question. The fields and the saving stay with each form.
 */
export function FormDrawer({
  area,
  opened,
  title,
  testId,
  size = 'xl',
  formRef,
  onSubmit,
  onRequestClose,
  confirming,
  onKeep,
  onDiscard,
  hasErrors,
  invalidTitle,
  otherErrors,
  submitLabel,
  pending,
  notice,
  children,
}: FormDrawerProps) {
  const { t } = useTranslation();
  const mayWrite = useMayWrite(area);
  if (!mayWrite) return null;
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onRequestClose}
        position="right"
        size={size}
        title={title}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        closeOnEscape={!confirming}
        data-testid={testId}
        data-write-area={area}
      >
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            {notice}
            {hasErrors && (
              <Alert color="red.9" variant="outline" title={invalidTitle} role="alert">
                {otherErrors.length > 0 && (
                  <List size="sm">
                    {otherErrors.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            {children}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onRequestClose} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Drawer>
      <UnsavedChangesModal opened={confirming} onKeep={onKeep} onDiscard={onDiscard} />
    </>
  );
}
