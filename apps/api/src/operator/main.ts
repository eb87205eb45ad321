import { operatorOptionsFromEnvironment, runOperatorCommand } from './operator-cli';

// `pnpm --filter @zar/api operator <command>`; see `operatorUsage` and the README.
const result = await runOperatorCommand(
  process.argv.slice(2),
  operatorOptionsFromEnvironment(process.env),
);
(result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
process.exitCode = result.exitCode;
