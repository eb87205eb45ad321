import axe from 'axe-core';

/**
 * Runs axe-core on a rendered component and returns its violations as readable lines, so a failing
 * test names the rule and the element. `region` is off: a component alone is not a page.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
