import { compileTheme } from '../../../console/shell/settings';
import { COMPILE_MESSAGE_MIN_MS, readableRemainder } from '../../../console/shell/settings/compile-theme';
import type { Themeable } from '../../../elements/core/theme';
import type { MessageApi } from '../../../elements/core/ui';
import { expect, waitFor } from '../harness';

/** The message API as a log of what was shown and when it was taken down. */
function recordingMessages() {
  const log: string[] = [];
  const show = (level: string) => (text: string) => {
    log.push(`${level}:${text}`);
    return () => log.push(`hide:${text}`);
  };
  const message: MessageApi = {
    success: show('success'),
    info: show('info'),
    warning: show('warning'),
    error: show('error'),
    loading: show('loading'),
  };
  return { log, message };
}

function element(): HTMLElement {
  return document.createElement('div');
}

describe('the theme compile of a new primary colour', () => {
  it('shows 正在编译主题！ while the colour is applied, still up once it is, and takes it down after', async () => {
    const { log, message } = recordingMessages();
    const target = element();
    const compiling = compileTheme(target, { primaryColor: '#2F54EB', colorWeak: false }, message);
    expect(log).to.deep.equal(['loading:正在编译主题！']);
    expect(target.style.getPropertyValue('--farm-color-primary')).to.equal('');
    expect(await compiling).to.equal(true);
    expect(target.style.getPropertyValue('--farm-color-primary')).to.equal('#2f54eb');
    // Applying took a frame: the message stays up to be read rather than flashing by.
    expect(log).to.deep.equal(['loading:正在编译主题！']);
    await waitFor(() => log.length === 2, COMPILE_MESSAGE_MIN_MS, 'the compile message to go');
    expect(log).to.deep.equal(['loading:正在编译主题！', 'hide:正在编译主题！']);
  });

  it('keeps the message up for a readable minimum, counted from when it was shown', () => {
    expect(COMPILE_MESSAGE_MIN_MS).to.be.at.least(1000);
    expect(readableRemainder(5000, 5000)).to.equal(COMPILE_MESSAGE_MIN_MS);
    expect(readableRemainder(5000, 5016)).to.equal(COMPILE_MESSAGE_MIN_MS - 16);
    expect(readableRemainder(5000, 5000 + COMPILE_MESSAGE_MIN_MS + 300)).to.equal(0);
  });

  it("replaces a compile message still up with the next compile's, one message at a time", async () => {
    const { log, message } = recordingMessages();
    const target = element();
    await compileTheme(target, { primaryColor: '#13c2c2', colorWeak: false }, message);
    await compileTheme(target, { primaryColor: '#722ed1', colorWeak: false }, message);
    expect(log).to.deep.equal(['loading:正在编译主题！', 'hide:正在编译主题！', 'loading:正在编译主题！']);
    await waitFor(() => log.length === 4, COMPILE_MESSAGE_MIN_MS, 'the second compile message to go');
    expect(log[3]).to.equal('hide:正在编译主题！');
  });

  it('does not compile again a colour the target already has', async () => {
    const { log, message } = recordingMessages();
    const target = element();
    await compileTheme(target, { primaryColor: '#2f54eb', colorWeak: false }, message);
    log.length = 0;
    await compileTheme(target, { primaryColor: '#2f54eb', colorWeak: true }, message);
    expect(log).to.deep.equal([]);
    expect(target.style.filter).to.equal('invert(80%)');
  });

  it('says Failed to update theme when applying fails', async () => {
    const { log, message } = recordingMessages();
    const broken: Themeable = {
      style: {
        setProperty: () => {
          throw new Error('read-only style');
        },
        removeProperty: () => '',
      },
    };
    expect(await compileTheme(broken, { primaryColor: '#722ed1', colorWeak: false }, message)).to.equal(false);
    expect(log).to.deep.equal(['loading:正在编译主题！', 'error:Failed to update theme', 'hide:正在编译主题！']);
  });
});

describe('theme requests that overlap', () => {
  it('applies what was asked last, even when an earlier compile finishes after it', async () => {
    const { message } = recordingMessages();
    const target = element();
    const compiling = compileTheme(target, { primaryColor: '#13c2c2', colorWeak: false }, message);
    await compileTheme(target, { primaryColor: '#13c2c2', colorWeak: true }, message);
    await compiling;
    expect(target.style.filter).to.equal('invert(80%)');
    expect(target.style.getPropertyValue('--farm-color-primary')).to.equal('#13c2c2');
  });
});
