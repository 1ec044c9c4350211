/**
 * A report that several tests of one spec fill in, across workers (the fault matrix's rows, hostile
 * content's places), printed once when every part is in. Each test saves its part as a file under the run's
 * output folder (Playwright empties it when a run starts); the worker whose `afterAll` finds every part first
 * claims the printing (a file made with 'wx' exists once), so the report prints once whatever the workers' order.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';

const folder = (info: TestInfo, report: string) => join(info.project.outputDir, report);

/** Saves one part of `report` (JSON). */
export function saveReportPart(info: TestInfo, report: string, part: string, data: unknown): void {
  mkdirSync(folder(info, report), { recursive: true });
  writeFileSync(join(folder(info, report), `${part}.json`), JSON.stringify(data));
}

/** Every part of `report`, in the order of `parts`, for the one caller that is to print it; else undefined. */
export function reportToPrint<T>(info: TestInfo, report: string, parts: readonly string[]): T[] | undefined {
  const files = parts.map((part) => join(folder(info, report), `${part}.json`));
  if (!files.every((file) => existsSync(file))) return undefined;
  try {
    closeSync(openSync(join(folder(info, report), 'printed'), 'wx'));
  } catch {
    return undefined; // another worker prints it
  }
  return files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as T);
}
