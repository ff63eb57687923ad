/** Installs Debian packages with apt-get as root on Debian, or throws the `sudo apt-get install` line with `why`. */
export function aptInstall(packages: string[], why: string): void;
