// Prints the Bun runtime's version and those of the packages named on the
// command line, as installed here: "bun 1.4.5, hono 4.13.19". The seed
// suites run it as a target's "version" command, so every run's environment
// records what served it.
const parts = [`bun ${Bun.version}`];
for (const name of process.argv.slice(2)) {
  const file = Bun.file(new URL(`node_modules/${name}/package.json`, import.meta.url));
  parts.push(`${name} ${(await file.exists()) ? (await file.json()).version : 'not installed'}`);
}
console.log(parts.join(', '));
