import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const PAGES = [
  { path: '/', heading: 'Learn English for free, at your own pace', nav: 'Home' },
  { path: '/features', heading: 'Everything you need to practise English', nav: 'Features' },
  { path: '/about', heading: 'About us', nav: 'About Us' },
  { path: '/terms', heading: 'Terms of Service', nav: null },
  { path: '/privacy', heading: 'Privacy Policy', nav: null },
  { path: '/reset-code', heading: 'Use a reset code', nav: null },
  { path: '/help', heading: 'Help', nav: 'Help' },
];

for (const { path, heading, nav } of PAGES) {
  test(`${path} arrives as HTML with its heading and text, before any script runs`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline scripts (strict CSP)
  });

  test(`${path} shows the top bar, the active link and the footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Features', 'About Us', 'Help']) {
      await expect(mainNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const current = mainNav.locator('[aria-current="page"]');
    if (nav) {
      await expect(current).toHaveText(nav);
      await expect(current).toHaveCSS('text-decoration-line', 'underline');
    } else {
      await expect(current).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const footerLinks = [
      ['Features', '/features'],
      ['About Us', '/about'],
      ['Dashboard', '/dashboard'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Help', '/help'],
    ] as const;
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('© 2024');
  });

  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('home page: hero, benefits, practice blocks, community and register section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Join Our Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Features' })).toHaveAttribute('href', '/features');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.getByRole('link', { name: /Start reading/ })).toHaveAttribute('href', '/reading');
  await expect(page.getByRole('link', { name: /Start writing/ })).toHaveAttribute('href', '/writing');
  await expect(page.getByRole('link', { name: /See your progress/ })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/dashboard');
  const volunteer = page.getByRole('link', { name: /Become a Volunteer/ });
  await expect(volunteer).toHaveAttribute('target', '_blank');
  await expect(volunteer).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(volunteer).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.locator('section#register')).toBeVisible();
  await expect(page.locator('section#register').getByRole('button', { name: 'Create my free account' })).toBeVisible();
});

test('Explore Features goes to the features page without a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page).toHaveTitle('Features | English Commons');
  for (const category of ['Reading Practice', 'Writing Practice', 'Your Learning Journey', 'Free Learning Resources']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Join Our Community' })).toBeVisible();
});

test('about page: values, dental programme, contact details and links', async ({ page }) => {
  await page.goto('/about');
  for (const value of ['Compassion', 'Excellence', 'Community']) {
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
  await expect(page.getByText(/orphan homes and to blind communities/)).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(contact.locator('address')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Start Learning Today' })).toHaveAttribute('href', '/dashboard');
  const volunteer = page.getByRole('link', { name: /Volunteer With Us/ });
  await expect(volunteer).toHaveAttribute('target', '_blank');
  await expect(volunteer).toHaveAttribute('rel', 'noopener noreferrer');
});

test('help page: how to use the site, questions and answers, and how to reach the volunteers', async ({ page }) => {
  await page.goto('/help');
  const how = page.getByRole('region', { name: 'How to use the site' });
  for (const part of ['Reading', 'Word help', 'Listening', 'Quizzes', 'Writing', 'Progress'])
    await expect(how.getByRole('heading', { level: 3, name: part })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Questions and answers' });
  for (const question of [
    'Is it really free?',
    'Can I use it without internet?',
    'What do you keep about me?',
    'I forgot my password. What can I do?',
    'Can I see the site in my language?',
  ])
    await expect(faq.getByRole('heading', { level: 3, name: question })).toBeVisible();
  await expect(faq.getByText(/Ask a volunteer for a reset code/)).toBeVisible();
  await faq.getByRole('link', { name: 'Use a reset code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Use a reset code' })).toBeVisible();
  await page.goBack();

  // The contact details are the organisation's own (config/site.json), as on the about page.
  const contact = page.getByRole('region', { name: 'Talk to a volunteer' });
  await expect(contact.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(contact.locator('address')).not.toBeEmpty();
  await expect(contact.getByRole('link', { name: /Volunteer With Us/ })).toHaveAttribute('target', '_blank');
});

test('on a phone, Help is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const help = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' });
  await expect(help).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await help.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page).toHaveURL(/\/help$/);
});

test('terms and privacy say what is true of this product', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await expect(page.getByText(/We do not charge fees/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/We do not sell or rent your data/)).toBeVisible();
  await expect(page.getByText(/delete your account/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI services' })).toBeVisible();
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn English for free, at your own pace' })).toBeVisible();
});

test('Register on another page goes to /#register and scrolls to the register section', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/#register$/);
  await expect(page.locator('section#register')).toBeInViewport();
});

test('a #register hash on load scrolls to the register section', async ({ page }) => {
  await page.goto('/#register');
  await expect(page.locator('section#register')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});

test('Register on the home page scrolls to the register section', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section#register')).not.toBeInViewport();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('section#register')).toBeInViewport();
});

test('Sign In opens the sign-in dialog, and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('signed-in pages send a visitor back to the home page', async ({ page }) => {
  for (const path of ['/dashboard', '/reading', '/writing']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test.describe('on a 360x640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the top bar is one row; Menu opens the links and account buttons, by keyboard too, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/features');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByRole('banner');
    const menu = bar.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Sign In' })).toBeHidden();
    // One row: the logo and Menu side by side, the bar no taller than a button and its margins.
    const brand = await bar.getByRole('link', { name: 'English Commons' }).boundingBox();
    const button = await menu.boundingBox();
    expect(
      Math.abs((brand?.y ?? 0) + (brand?.height ?? 0) / 2 - ((button?.y ?? 0) + (button?.height ?? 0) / 2)),
    ).toBeLessThan(4);
    expect((await bar.boundingBox())?.height).toBeLessThan(80);
    await expectNoAxeViolations(page);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('button', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();

    // Sign In from the menu: after the dialog, focus is back on the menu's Sign In.
    await menu.click();
    await bar.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Sign In' })).toBeFocused();

    // A tap outside closes the menu; a link followed closes it too.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a tap on Join before the page has loaded its code still opens the form, once the code is here', async ({
  page,
}) => {
  // A slow connection: the home page's own code arrives a moment after its HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/HomePage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Join Our Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog).toHaveCount(0); // nothing can open it yet
  release();
  await expect(dialog.getByLabel('Username')).toBeFocused();
});
