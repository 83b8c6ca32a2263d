import { loadConfig } from "../config";
import { migrateDown, migrateLatest, openDatabase } from "./index";

// `npm run db:migrate` (up) and `npm run db:migrate -- down` (roll everything back).
const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  if (process.argv.includes("down")) {
    await migrateDown(db.knex);
    console.log("Rolled back every migration");
  } else {
    const applied = await migrateLatest(db.knex);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date");
  }
} finally {
  await db.close();
}
