// Words said aloud by the browser's voice, in the page's language: what a game reads out (a bingo ball,
// a dot's number). Nothing when the browser has no voice; the words are on the screen anyway.

export function speak(words: string, lang = 'en'): void {
  try {
    const speech = window.speechSynthesis;
    if (!speech) return;
    const said = new SpeechSynthesisUtterance(words);
    said.lang = lang;
    speech.cancel();
    speech.speak(said);
  } catch {
    /* no voice here */
  }
}
