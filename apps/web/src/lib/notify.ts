import { toast } from 'sonner';

/**
 * Toasts in the spec's title + message form. Errors are the destructive style (spec section 8:
 * title 'Error' unless one is given).
 */
export const notify = {
  error(title: string, message?: string, id?: string): void {
    toast.error(title, { description: message, id });
  },
  success(title: string, message?: string, id?: string): void {
    toast.success(title, { description: message, id });
  },
  info(title: string, message?: string, id?: string): void {
    toast(title, { description: message, id });
  },
};
