// Tests read JSON bodies without declaring each shape: let Response.json() be `any` in test code.
export {};
declare global {
  interface Response {
    json(): Promise<any>;
  }
}
