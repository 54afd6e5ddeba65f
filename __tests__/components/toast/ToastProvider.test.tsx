// The toast area: every variant (including 'danger') announced with the right role, a localized dismiss button, the rules applied.
import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ToastProvider from '../../../src/components/toast/ToastProvider';
import { useToast, type Notify } from '../../../src/components/toast/use-toast';
import { renderWithI18n, type TestLanguage } from '../../utils/render-with-i18n';

let notify: Notify = () => null;

function Capture() {
  notify = useToast();
  return null;
}

function renderToasts(language: TestLanguage = 'en') {
  return renderWithI18n(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
    { language },
  );
}

describe('ToastProvider and useToast', () => {
  it.each([
    ['danger', 'alert'],
    ['error', 'alert'],
    ['warning', 'status'],
    ['info', 'status'],
    ['success', 'status'],
  ])('shows a %s toast with role=%s', async (variant, role) => {
    renderToasts();
    act(() => {
      notify({ message: `A ${variant} message`, variant });
    });
    const toast = await screen.findByRole(role);
    expect(toast).toHaveTextContent(`A ${variant} message`);
    expect(toast).toHaveAttribute('data-variant', variant);
  });

  it('defaults to the warning variant', async () => {
    renderToasts();
    act(() => {
      notify({ message: 'Heads up' });
    });
    expect(await screen.findByRole('status')).toHaveAttribute('data-variant', 'warning');
  });

  it('ignores an empty message', async () => {
    renderToasts();
    let key: unknown = 'unset';
    act(() => {
      key = notify({ message: '  ' });
    });
    expect(key).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is dismissed by its localized dismiss button', async () => {
    const user = userEvent.setup();
    renderToasts('fa');
    act(() => {
      notify({ message: 'درخواست شما با موفقیت ثبت شد', variant: 'success' });
    });
    await screen.findByText('درخواست شما با موفقیت ثبت شد');
    await user.click(screen.getByRole('button', { name: 'بستن اعلان' }));
    await waitFor(() => expect(screen.queryByText('درخواست شما با موفقیت ثبت شد')).toBeNull());
  });

  it('runs an action and closes the toast', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderToasts();
    act(() => {
      notify({ message: 'A new version is available', variant: 'info', action: { label: 'Reload', onClick } });
    });
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('A new version is available')).toBeNull());
  });

  describe('display time', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    // Each step in its own act(): React renders between steps, so the exit transitions' timers get scheduled.
    async function advance(ms: number, step = 100) {
      for (let elapsed = 0; elapsed < ms; elapsed += step) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(Math.min(step, ms - elapsed));
        });
      }
    }

    it('raises a too-short duration to 3500 ms', async () => {
      renderToasts();
      act(() => {
        notify({ message: 'Short', duration: 500 });
      });
      await advance(3400);
      expect(screen.getByText('Short')).toBeInTheDocument();
      await advance(1600);
      expect(screen.queryByText('Short')).toBeNull();
    });

    it('caps a long duration at 30000 ms', async () => {
      renderToasts();
      act(() => {
        notify({ message: 'Long', duration: 600000 });
      });
      await advance(29900, 1000);
      expect(screen.getByText('Long')).toBeInTheDocument();
      await advance(1600);
      expect(screen.queryByText('Long')).toBeNull();
    });
  });
});
