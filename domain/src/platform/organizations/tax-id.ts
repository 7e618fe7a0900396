const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

const NIF_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

// Entity kinds whose CIF control must be a letter, and those whose control must be a digit; the rest accept either.
const CIF_LETTER_CONTROL = 'NPQRSW';
const CIF_DIGIT_CONTROL = 'ABEH';

/** Uppercase, without the spaces, hyphens and dots people type into tax ids. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

function nifLetter(digits: string): string {
  return NIF_LETTERS.charAt(Number(digits) % 23);
}

function isValidNif(value: string): boolean {
  const match = NIF_PATTERN.exec(value);
  if (!match) return false;
  const [, digits = '', letter] = match;
  return nifLetter(digits) === letter;
}

function isValidNie(value: string): boolean {
  const match = NIE_PATTERN.exec(value);
  if (!match) return false;
  const [, prefix = '', digits = '', letter] = match;
  // X, Y and Z stand for 0, 1 and 2 in front of the digits; then the NIF rule applies.
  return nifLetter(String('XYZ'.indexOf(prefix)) + digits) === letter;
}

function isValidCif(value: string): boolean {
  const match = CIF_PATTERN.exec(value);
  if (!match) return false;
  const [, kind = '', digits = '', control = ''] = match;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) {
      // 2nd, 4th and 6th digits count as they are.
      total += digit;
    } else {
      // 1st, 3rd, 5th and 7th: the digits of the double (e.g. 7 -> 14 -> 1 + 4).
      const double = digit * 2;
      total += Math.floor(double / 10) + (double % 10);
    }
  }
  const controlDigit = (10 - (total % 10)) % 10;
  const controlLetter = CIF_CONTROL_LETTERS.charAt(controlDigit);
  const isLetter = /[A-J]/.test(control);
  if (CIF_LETTER_CONTROL.includes(kind)) return isLetter && control === controlLetter;
  if (CIF_DIGIT_CONTROL.includes(kind)) return !isLetter && control === String(controlDigit);
  return control === String(controlDigit) || control === controlLetter;
}

/** Whether a value is a well-formed Spanish NIF (DNI), NIE or CIF with a correct control character. */
export function isValidSpanishTaxId(value: string): boolean {
  const normalized = normalizeTaxId(value);
  return isValidNif(normalized) || isValidNie(normalized) || isValidCif(normalized);
}
