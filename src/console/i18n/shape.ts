/** The shape of a message table with every leaf a string: the other languages must match Japanese key for key. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
