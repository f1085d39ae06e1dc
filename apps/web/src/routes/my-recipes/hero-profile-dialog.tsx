import { DISPLAY_NAME_MAX_LENGTH, FLOW_TOASTS, type Profile } from '@feastforge/domain';
import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { HeroIdentityFields } from '../../components/hero-identity-fields.tsx';
import { LarderField } from '../../components/larder-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { Tome } from '../../data/tome-context.ts';
import { notify } from '../../lib/notify.ts';
import {
  profileFormValues,
  profilePatch,
  type HeroProfileErrors,
  type HeroProfileValues,
} from './hero-profile-form.ts';

/**
 * 'Edit Profile' on the own hero card: name, race, class, gender and the standing larder, saved on
 * this device and queued for the server in one step (mutation `profile.update`), so it works
 * offline too.
 */
export function HeroProfileDialog({ tome, profile }: { tome: Tome; profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<HeroProfileValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<HeroProfileErrors>({});
  const [larder, setLarder] = useState<string[]>(() => profile.larder ?? []);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof HeroProfileValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the profile as it is now (a sync may have changed it).
    if (next) {
      setValues(profileFormValues(profile));
      setLarder(profile.larder ?? []);
      setErrors({});
    }
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = profilePatch(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      const larderChanged = larder.join() !== (profile.larder ?? []).join();
      const args = larderChanged ? { ...result.patch, larder } : result.patch;
      const outcome = await tome.write({ name: 'profile.update', args });
      const { title, message } = FLOW_TOASTS.profileUpdated;
      notify.success(title, outcome === 'synced' ? message : `${message} ${FLOW_TOASTS.offlineQueuedNote}`);
      setOpen(false);
    } catch (error) {
      console.warn('Profile write failed:', error);
      notify.error(FLOW_TOASTS.profileUpdateFailed.title, FLOW_TOASTS.profileUpdateFailed.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden className="size-4" />
          Edit Profile
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content className="dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl sm:p-8">
          <Dialog.Title className="font-display text-2xl font-bold">Edit Profile</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Who is your hero? Race and class also shape the portrait.
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5">
            <TextField
              id="hero-display-name"
              label="Display name"
              autoComplete="nickname"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              value={values.displayName}
              error={errors.displayName}
              onChange={(event) => set('displayName')(event.target.value)}
            />
            <HeroIdentityFields
              idPrefix="hero"
              values={values}
              onChange={(field, value) => set(field)(value)}
              className="flex flex-col gap-5"
            />
            {(errors.race ?? errors.characterClass ?? errors.gender) && (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors.race ?? errors.characterClass ?? errors.gender}
              </p>
            )}
            <LarderField
              id="hero-larder"
              label="Standing larder"
              description="Staples you always keep, such as salt, oil and flour: the wizard offers them for every recipe."
              value={larder}
              onChange={setLarder}
            />
            <Button type="submit" size="lg" busy={saving} className="w-full">
              Save Profile
            </Button>
          </form>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
