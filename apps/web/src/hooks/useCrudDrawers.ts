import type { PermissionArea } from '@vetbo/domain/permissions';
import { createElement, Fragment, type ReactNode, useState } from 'react';
import { useMayWrite } from '../components/permissions/use-may-write.ts';
import { actionErrorMessage } from '../lib/action-error.ts';
import { showSuccessToast } from '../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../lib/versioned-record.ts';

/** What the create and the edit drawer of a tab table take (see `crud.drawers`). */
export type CrudDrawerProps<T> = { opened: boolean; onClose: () => void; onSaved: () => void } & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | { mode: 'edit'; record: Versioned<T>; onReload: () => Promise<Versioned<T>> }
);

export interface CrudDrawersOptions<T extends { id: number }> {
  /**
   * The area the child records' writes check (x-access): for a role that may not write it the drawers are
   * never drawn and `mayWrite` is false (the tab hides its add, edit and delete).
   */
  area: PermissionArea;
  /** The record as it is now, with its ETag: an edit or a delete starts from it (If-Match). */
  load: (id: number) => Promise<Versioned<T>>;
  /** Deletes the version the user confirmed (the API hook's mutation refreshes its lists). */
  remove?: (version: Versioned<T>) => Promise<unknown>;
  /** The toast after a delete. */
  removedMessage?: string;
  /**
   * A delete refused because the record changed meanwhile (412): this warning, and the confirm button
   * disabled. Without it the refusal's own message is shown.
   */
  staleRemoveMessage?: string;
}

/**
 * A tab table's add / edit / delete of child records: the create drawer's state, the record the edit
 * drawer shows (read again with its ETag when opened, reloaded after a 412), the row being read, and the
 * delete confirmation (ConfirmModal props: pending, refusal, toast). The mutations invalidate their lists.
 */
export function useCrudDrawers<T extends { id: number }>(options: CrudDrawersOptions<T>) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Versioned<T>>();
  const [removing, setRemoving] = useState<Versioned<T>>();
  const [removeAlert, setRemoveAlert] = useState<{ text: string; tone?: 'error' | 'warning' }>();
  const [removePending, setRemovePending] = useState(false);
  const [opening, setOpening] = useState<number>();
  const mayWrite = useMayWrite(options.area);

  const read = async (id: number, then: (version: Versioned<T>) => void) => {
    setOpening(id);
    try {
      then(await options.load(id));
    } finally {
      setOpening(undefined);
    }
  };

  const confirmRemove = async () => {
    if (!removing || !options.remove) return;
    setRemovePending(true);
    try {
      await options.remove(removing);
      if (options.removedMessage) showSuccessToast(options.removedMessage);
      setRemoving(undefined);
    } catch (error) {
      setRemoveAlert(
        isStaleRecordError(error) && options.staleRemoveMessage
          ? { text: options.staleRemoveMessage, tone: 'warning' }
          : { text: actionErrorMessage(error) },
      );
    } finally {
      setRemovePending(false);
    }
  };

  const reloadEditing = async (): Promise<Versioned<T>> => {
    if (!editing) throw new Error('No record is being edited.');
    const version = await options.load(editing.data.id);
    setEditing(version);
    return version;
  };
  const close = { create: () => setCreating(false), edit: () => setEditing(undefined) };

  return {
    /**
     * The create drawer (always mounted) and the edit drawer (while a record is open), drawn by `render`:
     * `crud.drawers((props) => <XDrawer parentId={id} {...props} />)`.
     */
    drawers: (render: (props: CrudDrawerProps<T>) => ReactNode) =>
      mayWrite &&
      createElement(
        Fragment,
        null,
        render({ mode: 'create', opened: creating, onClose: close.create, onSaved: close.create }),
        editing
          ? render({
              mode: 'edit',
              record: editing,
              opened: true,
              onClose: close.edit,
              onSaved: close.edit,
              onReload: reloadEditing,
            })
          : null,
      ),
    /** The id of the row whose current version is being read (its button shows a loader). */
    opening,
    /** The role may write the area: the tab offers add, edit and delete. */
    mayWrite,
    area: options.area,
    create: {
      opened: creating,
      open: () => setCreating(true),
      close: close.create,
    },
    edit: {
      /** The version the edit drawer shows; none while it is closed. */
      record: editing,
      open: (id: number) => void read(id, setEditing),
      close: close.edit,
      /** After a 412: the current version, shown in the drawer. */
      reload: reloadEditing,
    },
    remove: {
      record: removing,
      open: (id: number) =>
        void read(id, (version) => {
          setRemoveAlert(undefined);
          setRemoving(version);
        }),
      /** Spread on ConfirmModal (with its title, labels and sentence). */
      modalProps: {
        opened: removing !== undefined,
        onClose: () => setRemoving(undefined),
        onConfirm: () => void confirmRemove(),
        pending: removePending,
        alert: removeAlert,
        confirmDisabled: removeAlert?.tone === 'warning',
      },
    },
  };
}
