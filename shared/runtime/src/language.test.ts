// The language chosen before sign-in (issue 27) lives in localStorage and in a cookie the server
// reads for the landing page (issue 28); the cookie, which the landing page's switch sets, wins.
const clearCookie = () => {
  document.cookie = 'pgportal.language=; path=/; max-age=0';
};

async function freshStore() {
  jest.resetModules();
  return import('./language');
}

afterEach(() => {
  clearCookie();
  localStorage.clear();
});

it('starts from the cookie the landing page set, over an older localStorage choice', async () => {
  localStorage.setItem('pgportal.language', 'en');
  document.cookie = 'pgportal.language=hi; path=/';
  const { useLanguage, chosenLanguage } = await freshStore();
  expect(useLanguage.getState().language).toBe('hi');
  expect(chosenLanguage()).toBe('hi');
  expect(document.documentElement.lang).toBe('hi');
});

it('starts from localStorage without the cookie, and English with neither', async () => {
  localStorage.setItem('pgportal.language', 'hi');
  expect((await freshStore()).useLanguage.getState().language).toBe('hi');
  localStorage.clear();
  const { useLanguage, chosenLanguage } = await freshStore();
  expect([useLanguage.getState().language, chosenLanguage()]).toEqual(['en', undefined]);
});

it('writes a choice to both, so the server answers / in it', async () => {
  const { useLanguage } = await freshStore();
  useLanguage.getState().setLanguage('hi');
  expect(localStorage.getItem('pgportal.language')).toBe('hi');
  expect(document.cookie).toContain('pgportal.language=hi');
});
