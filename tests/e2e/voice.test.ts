// Speaking a prompt (issue 6), in Chromium with a fake microphone that plays read speech (a LibriVox
// clip from Debian's pocketsphinx-testdata) on the embedded placement: record, the transcript fills the
// prompt, the person edits it and a game is made from it. Too short, and a refused microphone.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, stoppedClock, toastShown, withSession } from '../support/browser';
import { startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';

jest.setTimeout(240_000);

const SPEECH = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

/** An init script: counts the bytes every MediaRecorder of the page hands out, in window.__audioBytes. */
function countAudio() {
  const w = window as unknown as { __audioBytes: number; MediaRecorder: typeof MediaRecorder };
  w.__audioBytes = 0;
  w.MediaRecorder = class extends w.MediaRecorder {
    constructor(stream: MediaStream, options?: MediaRecorderOptions) {
      super(stream, options);
      this.addEventListener('dataavailable', (e) => (w.__audioBytes += e.data.size));
    }
  };
}

describe('voice prompts in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startEmbeddedStack();
    browser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH}`,
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function createModal(name: string, init?: () => void): Promise<Page> {
    const token = await signedInPerson(stack.app, name);
    const context = await browser.newContext();
    await context.grantPermissions(['microphone'], { origin: stack.app });
    await withSession(context, token);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(stack.app);
    await page.getByRole('button', { name: 'create' }).click();
    return page;
  }

  test('speak → transcript in the prompt → edit → a game', async () => {
    const page = await createModal('speaker_1');
    const modal = page.getByRole('dialog', { name: 'Create New Game' });
    await modal.getByRole('button', { name: 'Record by voice' }).click();
    await modal.getByRole('button', { name: 'Stop recording' }).waitFor();
    expect(await page.getByTestId('voice-recorder').getAttribute('data-state')).toBe('recording');
    // 5.5 s of speech by the recorder's own count: its bar fills over the minute.
    await eventually(
      () =>
        page.locator('.voice-progress > div').evaluate((el) => parseFloat((el as HTMLElement).style.width)),
      (width) => expect(width).toBeGreaterThanOrEqual((5.5 / 60) * 100),
      30_000,
    );
    await modal.getByRole('button', { name: 'Stop recording' }).click();
    await modal.getByRole('button', { name: 'Transcribing' }).waitFor();
    await toastShown(page, 'Audio transcribed successfully!');
    await eventually(
      () => page.getByTestId('voice-recorder').getAttribute('data-state'),
      (state) => expect(state).toBe('idle'),
    );
    const prompt = modal.getByLabel('Prompt');
    const heard = await eventually(
      () => prompt.inputValue(),
      (text) => expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(3),
    );
    // Real words from the clip ('and mister john dashwood had then leisure to consider how much ...').
    expect(heard).toMatch(/\b(john|leisure|consider|how much|power)\b/);
    await prompt.fill(`${heard} as a breakout game`);
    await modal.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('celebration').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: "Let's Go!" }).click();
    await page.waitForURL(/\/v\/[A-Za-z0-9_-]{22}$/);
  });

  test('under 3 seconds is refused with the spec’s message and toast', async () => {
    const page = await createModal('speaker_2');
    // One second of recording on the page's clock, however long the clicks take in real time.
    await stoppedClock(page);
    const modal = page.getByRole('dialog', { name: 'Create New Game' });
    await modal.getByRole('button', { name: 'Record by voice' }).click();
    await modal.getByRole('button', { name: 'Stop recording' }).waitFor();
    await page.clock.runFor(1_000);
    await modal.getByRole('button', { name: 'Stop recording' }).click();
    await toastShown(page, 'Recording too short');
    await modal.getByText('Recording is too short. Please record for at least 3 seconds.').waitFor();
    expect(await modal.getByLabel('Prompt').inputValue()).toBe('');
  });

  test('the recorder stops by itself at 60 s, its bar filling over the minute', async () => {
    const page = await createModal('speaker_3', countAudio);
    // The page's time moves only by runFor (the microphone goes on in real time).
    await stoppedClock(page);
    const modal = page.getByRole('dialog', { name: 'Create New Game' });
    await modal.getByRole('button', { name: 'Record by voice' }).click();
    await modal.getByRole('button', { name: 'Stop recording' }).waitFor();
    // Some real audio: the recorder's first chunk.
    await eventually(
      () => page.evaluate(() => (window as unknown as { __audioBytes: number }).__audioBytes),
      (bytes) => expect(bytes).toBeGreaterThan(0),
    );
    await page.clock.runFor(30_000);
    const recorder = async () => ({
      bar: await page
        .locator('.voice-progress > div')
        .evaluate((el) => parseFloat((el as HTMLElement).style.width)),
      state: await page.getByTestId('voice-recorder').getAttribute('data-state'),
    });
    await eventually(recorder, ({ bar, state }) => {
      expect(bar).toBeGreaterThanOrEqual(49);
      expect(bar).toBeLessThan(56); // 30 s of the minute
      expect(state).toBe('recording');
    });
    await page.clock.runFor(30_500);
    await eventually(
      () => page.getByTestId('voice-recorder').getAttribute('data-state'),
      (state) => expect(state).not.toBe('recording'),
    );
  });

  test('a refused or missing microphone says so', async () => {
    for (const [error, text] of [
      ['NotAllowedError', 'Microphone access denied. Please allow microphone access to record audio.'],
      ['NotFoundError', 'No microphone found. Please connect a microphone and try again.'],
    ]) {
      const page = await createModal(`speaker_${error.length}${text.length}`, undefined);
      await page.evaluate((name) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('no', name));
      }, error);
      await page.getByRole('button', { name: 'Record by voice' }).click();
      await toastShown(page, text);
      expect(await page.getByTestId('voice-recorder').getAttribute('data-state')).toBe('idle');
    }
  });
});
