#!/usr/bin/env bash
# Installs the Debian packages Quire's build, tests and apps need. Idempotent and quiet when all are
# present; run as root on Debian 12 (the README's commands call it for you).
set -euo pipefail

packages=(
    shared-mime-info     # /usr/share/mime: system types for UTType; update-mime-database for `App --install`
    desktop-file-utils   # `App --install`: update-desktop-database; tests, `quire bundle`: desktop-file-validate
    appstream            # `quire bundle`, tests: appstreamcli validate (the AppStream metainfo)
    flatpak-builder      # `quire bundle`, tests: flatpak-builder --show-manifest (the Flatpak manifest's structure)
    binutils             # `quire bundle`: strip, and readelf in tests
    dpkg-dev             # tests: dpkg-shlibdeps, to check the Depends `quire bundle` computes
    python3-yaml         # tests: the Flatpak manifest read as YAML
    gir1.2-gdkpixbuf-2.0 # tests: the app icons loaded through GdkPixbuf, as GTK loads them
    libxml2-utils        # xmllint, used by tests to validate generated XML
    pkg-config           # SwiftPM reads the CGtk flags from libadwaita-1.pc
    libglib2.0-dev       # GLib 2.74: QuireCore (CGLib system library: GBookmarkFile, the recents file)
    libgtk-4-dev         # GTK 4.8: QuireUI (CGtk system library)
    libadwaita-1-dev     # libadwaita 1.2: QuireUI (CGtk system library)
    libcairo2-dev        # cairo 1.16: QuireGraphics (CCairo system library: bitmaps, PNG, PDF)
    libgdk-pixbuf-2.0-dev  # gdk-pixbuf 2.42: QuireGraphics (CGdkPixbuf system library: JPEG decoding)
    libpango1.0-dev      # Pango 1.50 over cairo: QuireGraphics (CPangoCairo system library: Canvas text)
    libcurl4             # libcurl (OpenSSL): the toolchain's FoundationNetworking, which `Combine` (URLSession's publisher) links
    poppler-utils        # tests: pdftoppm/pdftocairo/pdfinfo render and inspect exported PDFs
    librsvg2-common      # SVG icon loader: without it GTK warns that it cannot load symbolic icons
    xvfb                 # GUI tests: a headless X server (scripts/gui/run-under-xvfb.sh)
    xdotool              # GUI tests: real pointer and keyboard input, window geometry
    xclip                # GUI tests: another program owning the clipboard (PasteButton, ShareLink)
    gir1.2-gtk-4.0       # GUI tests: files_drag_source.py, a GTK 4 stand-in for Files dragging files (with python3-gi)
    python3-pyatspi      # GUI tests: reading the accessibility tree (scripts/gui/quiregui.py)
    at-spi2-core         # GUI tests: the AT-SPI bus and registry
    dbus                 # GUI tests: dbus-run-session, a private session bus per run
    dbus-x11             # GUI tests: dbus-launch, for tools that expect it
    imagemagick          # GUI tests: screenshots (`import -window root`)
    fonts-dejavu-core    # GUI: a font for GTK to draw text with on a bare system (screenshots)
    python3              # GUI tests: Debian's /usr/bin/python3 drives pyatspi
    gcc                  # fault tests: compile the LD_PRELOAD injector (Tests/Support/faultinject) with cc
    libc6-dev            # fault tests: the C headers and libdl the injector builds against
    strace               # fault tests: write ordering and file modes of a save (WriteOrderingTests, PermissionTests)
    exfatprogs           # storage tests: mkfs.exfat, the file system of USB sticks and SD cards
    exfat-fuse           # storage tests: mount.exfat-fuse, the FUSE exFAT server
    ntfs-3g              # storage tests: mkfs.ntfs and the ntfs-3g FUSE server (Windows drives)
    dosfstools           # storage tests: mkfs.vfat
    fusefat              # storage tests: the FUSE FAT server (this kernel has no vfat)
    btrfs-progs          # storage tests: mkfs.btrfs (reflinks)
    xfsprogs             # storage tests: mkfs.xfs (reflinks)
    sshfs                # storage tests: a network mount (sshfs to a throwaway sshd, scripts/testfs.sh)
    openssh-server       # storage tests: the throwaway sshd sshfs mounts from
    openssh-client       # storage tests: ssh-keygen for that sshd's keys
    squashfs-tools       # storage tests: mksquashfs, read-only media
    fuse3                # sandbox tests: fusermount3, for the document portal's mount (scripts/testportal.sh)
    libjson-glib-1.0-0   # sandbox tests: a library xdg-document-portal links (extracted below, not installed)
    python3-gi           # sandbox tests: Documents.Add with a descriptor, which gdbus can't pass
    locales              # localisation GUI test: de_DE.UTF-8 (generated below), which GTK's setlocale needs
)

# The document portal for the sandbox tests (scripts/testportal.sh): xdg-desktop-portal's binaries
# extracted into a test-private folder, not the package installed. Installed, its D-Bus service files
# make every session bus start xdg-desktop-portal when GTK asks it for Inhibit, which then warns in
# every GUI test; extracted, nothing on any bus knows of it but the portal a test starts itself.
portal_root=/opt/quire-test-tools/xdg-desktop-portal
extract_portal() {
    [ -x "$portal_root/usr/libexec/xdg-document-portal" ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "install-deps: no $portal_root (run as root to extract xdg-desktop-portal there)" >&2
        return 0
    fi
    local download
    download=$(mktemp -d)
    # Without it only the sandbox tests skip: a failed download must not stop every make target.
    if (cd "$download" && apt-get download -qq -o APT::Sandbox::User=root xdg-desktop-portal >/dev/null); then
        mkdir -p "$portal_root"
        dpkg-deb -x "$download"/xdg-desktop-portal_*.deb "$portal_root"
    else
        echo "install-deps: could not download xdg-desktop-portal; the document portal tests will skip" >&2
    fi
    rm -rf "$download"
}

# The German locale the localisation GUI test runs the Notes app in. Quire reads LANG itself and needs
# no C locale, but GTK calls setlocale at startup and warns when the locale isn't installed.
generate_locales() {
    locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$' && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "install-deps: no de_DE.UTF-8 locale (run as root to generate it)" >&2
        return 0
    fi
    sed -i 's/^# *\(de_DE\.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    grep -q '^de_DE\.UTF-8 UTF-8' /etc/locale.gen || echo 'de_DE.UTF-8 UTF-8' >> /etc/locale.gen
    locale-gen >/dev/null
}

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && { extract_portal; generate_locales; exit 0; }

if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: missing Debian packages: ${missing[*]} (run as root, or install them)" >&2
    exit 1
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
extract_portal
generate_locales
