import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser } from './support/browser';
const browser = await launchBrowser();
const page = await (await browser.newContext()).newPage();
await page.setContent(`<main>
<button id="a" aria-label="Like (0 likes)"><span role="img" aria-label="heart"><svg width="10" height="10"></svg></span><span>0</span></button>
<button id="b" aria-label="Like (0 likes)"><span role="img" aria-label="heart" aria-hidden="true"><svg width="10" height="10"></svg></span><span>0</span></button>
<button id="c" aria-label="Like (3 likes)"><span>3</span></button>
<button id="d" aria-label="3 likes"><span>3</span></button>
<button id="e" aria-label="Account menu"><span>MM</span></button>
<button id="f" aria-label="Account menu, MM"><span>MM</span></button>
<a id="g" href="#" aria-label="Sensory diets: Customer-focused static website">Sensory diets: Cu...</a>
<a id="h" href="#" aria-label="Dementia-friendly design: Optimized regional product">Dementia-friendly ...</a>
<button id="i" aria-label="Like, 3 likes"><span>3</span></button>
<button id="j" aria-label="Like: 3"><span>3</span></button>
</main>`);
const r = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
console.log(
  'viol',
  r.violations.flatMap((v) => v.nodes.map((n) => n.target.join())),
  'pass',
  r.passes.flatMap((v) => v.nodes.map((n) => n.target.join())),
  'inc',
  r.incomplete.flatMap((v) => v.nodes.map((n) => n.target.join())),
);
await browser.close();
