// The benchmarks' command-line options.

/**
 * `--name N` of the command line as a positive whole number, or `fallback` when not given; any
 * other value stops the benchmark with a message naming the option.
 */
export function wholeNumberOption(name, fallback, args = process.argv.slice(2)) {
  const index = args.indexOf(`--${name}`)
  if (index < 0 || args[index + 1] === undefined) return fallback
  const value = Number(args[index + 1])
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} needs a positive whole number, got ${args[index + 1]}`)
    process.exit(1)
  }
  return value
}
