/** Functions run next to their users (Spain). firebase.json's rewrite names the same region. */
export const FUNCTIONS_REGION = 'europe-west1';
