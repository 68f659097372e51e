// Prints the Chromium the tests will drive, or says how to get one (exit 1).
import { requireTestChromium } from './chromium.mjs';

process.stdout.write(`${requireTestChromium()}\n`);
