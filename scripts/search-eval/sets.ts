/**
 * Every labelled person of the search evaluation, and which set is held out (read for its numbers only, never
 * printed person by person). A new set is added here and to SPLITS (occupations.ts), nowhere else.
 */
import { freshPersonas } from "./fresh";
import { fresh2Personas } from "./fresh2";
import { fresh3Personas } from "./fresh3";
import { fresh4Personas } from "./fresh4";
import { fresh5Personas } from "./fresh5";
import { fresh6Personas } from "./fresh6";
import { fresh7Personas } from "./fresh7";
import { fresh8Personas } from "./fresh8";
import { fresh9Personas } from "./fresh9";
import { fresh10Personas } from "./fresh10";
import { fresh11Personas } from "./fresh11";
import { fresh12Personas } from "./fresh12";
import { fresh13Personas } from "./fresh13";
import { fresh14Personas } from "./fresh14";
import { fresh15Personas } from "./fresh15";
import { fresh16Personas } from "./fresh16";
import { fresh17Personas } from "./fresh17";
import { fresh18Personas } from "./fresh18";
import { personas, type Persona, type Split } from "./occupations";

export const HELD_OUT: Split = "fresh18";

export function allPersonas(): Persona[] {
  return [...personas(), ...freshPersonas(), ...fresh2Personas(), ...fresh3Personas(), ...fresh4Personas(), ...fresh5Personas(), ...fresh6Personas(), ...fresh7Personas(), ...fresh8Personas(), ...fresh9Personas(), ...fresh10Personas(), ...fresh11Personas(), ...fresh12Personas(), ...fresh13Personas(), ...fresh14Personas(), ...fresh15Personas(), ...fresh16Personas(), ...fresh17Personas(), ...fresh18Personas()];
}
