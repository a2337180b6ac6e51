#!/usr/bin/env bash
# Makes and mounts a real file system for the storage tests and `make torture`, and takes it down
# again. Root only. One place says how each kind is made, so the Swift tests (Tests/Support/TestDrives)
# and scripts/torture-filesystems.sh mount exactly the same things.
#
#   testfs.sh mount KIND MOUNTPOINT [SEED]   make KIND at MOUNTPOINT (created); SEED: a folder whose
#                                            contents the drive starts with (required for squashfs)
#   testfs.sh unmount MOUNTPOINT             unmount (lazily if busy) and remove everything made
#   testfs.sh drop MOUNTPOINT                sshfs only: kill its sshd, as a dropped connection does
#   testfs.sh reconnect MOUNTPOINT           sshfs only: start its sshd and mount it again
#   testfs.sh kinds                          the kinds, one a line
#
# Kinds: ext4 xfs btrfs (loop images), tmpfs, overlay (upper and work folders on the temp folder's
# file system), exfat (exfat-fuse on a loop device), ntfs (ntfs-3g), fat (fusefat), sshfs (to a
# throwaway sshd on a loopback port, as root with a key made for the run), squashfs (read-only
# image of SEED), readonly (a read-only bind mount of SEED).
#
# Everything the mount needs (image, loop device, sshd, overlay folders) lives in MOUNTPOINT.state/,
# which `unmount` reads and removes. FUSE servers and sshd are started with every descriptor above
# 2 closed, so they never keep a test's pipes or files open.
set -euo pipefail

kinds=(ext4 xfs btrfs tmpfs overlay exfat ntfs fat sshfs squashfs readonly)

die() { echo "testfs: $*" >&2; exit 1; }

# Runs a command with descriptors 3 and up closed (a FUSE server or sshd outlives this script).
detached() {
    local fd
    for fd in /proc/$$/fd/*; do
        fd=${fd##*/}
        [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-" 2>/dev/null || true
    done
    "$@"
}

image() {  # image STATE SIZE
    truncate -s "$2" "$1/image"
    echo "$1/image"
}

seed_into() {  # seed_into SEED MOUNTPOINT
    [ -n "${1:-}" ] || return 0
    # Contents only: FAT keeps no owners or modes (fusefat fails at being asked to).
    cp -r --no-preserve=all "$1/." "$2/"
}

# Starts the sshd of an sshfs drive and mounts it (again, after `drop`).
connect_sshfs() {  # connect_sshfs STATE MOUNTPOINT
    local state=$1 mnt=$2 port
    port=$(cat "$state/port")
    rm -f "$state/sshd.pid"
    detached /usr/sbin/sshd -f "$state/sshd_config" -E "$state/sshd.log"
    local tries=0
    until [ -s "$state/sshd.pid" ]; do
        tries=$((tries + 1)); [ $tries -lt 100 ] || die "sshd did not start: $(cat "$state/sshd.log")"
        sleep 0.05
    done
    # Saves ask for renames over existing files: posix-rename@openssh.com does them.
    detached sshfs -o "port=$port,IdentityFile=$state/client_key,StrictHostKeyChecking=no,UserKnownHostsFile=/dev/null,BatchMode=yes,LogLevel=ERROR" \
        "root@127.0.0.1:$state/export" "$mnt"
}

# Cuts an sshfs drive's link as a network failure would: its sshd (the listener and the session
# serving the mount, by process id) is killed, and sshfs, losing the connection, leaves the mount
# dead (ENOTCONN) until `reconnect`.
drop_sshfs() {  # drop_sshfs MOUNTPOINT
    local state="$1.state" listener pid
    [ "$(cat "$state/kind")" = sshfs ] || die "only an sshfs drive can be dropped"
    listener=$(cat "$state/sshd.pid")
    # The session processes first (children of the listener, and theirs), then the listener.
    for pid in $(ps -o pid= --ppid "$listener"); do
        kill -9 $(ps -o pid= --ppid "$pid") "$pid" 2>/dev/null || true
    done
    kill -9 "$listener" 2>/dev/null || true
    # sshfs notices on its next request: from then on the mount fails every call (ENOTCONN, EIO),
    # or is gone when sshfs has unmounted it on its way out. Asked until either (statfs: not cached).
    local tries=0
    while grep -q " $1 " /proc/self/mounts && stat -f "$1" >/dev/null 2>&1; do
        tries=$((tries + 1)); [ $tries -lt 200 ] || die "the sshfs mount at $1 stayed up"
        sleep 0.05
    done
}

# Mounts a dropped sshfs drive again, on the same folder of the same server.
reconnect_sshfs() {  # reconnect_sshfs MOUNTPOINT
    local mnt=$1 state="$1.state"
    [ "$(cat "$state/kind")" = sshfs ] || die "only an sshfs drive can be reconnected"
    if grep -q " $mnt " /proc/self/mounts; then umount "$mnt" 2>/dev/null || umount -l "$mnt"; fi
    connect_sshfs "$state" "$mnt"
}

mount_kind() {
    local kind=$1 mnt=$2 seed=${3:-}
    local state="$mnt.state"
    [ "$(id -u)" -eq 0 ] || die "must run as root"
    mkdir -p "$mnt" "$state"
    echo "$kind" > "$state/kind"
    case "$kind" in
        ext4)
            mkfs.ext4 -q -F "$(image "$state" 512M)"
            mount -o loop "$state/image" "$mnt" ;;
        xfs)
            # 300 MiB is the smallest XFS mkfs.xfs makes; images are sparse, room for the fault sweep.
            mkfs.xfs -q -f "$(image "$state" 512M)"
            mount -o loop "$state/image" "$mnt" ;;
        btrfs)
            mkfs.btrfs -q -f "$(image "$state" 512M)" >/dev/null
            mount -o loop "$state/image" "$mnt" ;;
        tmpfs)
            mount -t tmpfs -o size=1g tmpfs "$mnt" ;;
        overlay)
            mkdir -p "$state/lower" "$state/upper" "$state/work"
            mount -t overlay overlay -o "lowerdir=$state/lower,upperdir=$state/upper,workdir=$state/work" "$mnt" ;;
        exfat)
            mkfs.exfat "$(image "$state" 512M)" >/dev/null
            # exfat-fuse wants a block device.
            losetup -f --show "$state/image" > "$state/loop"
            detached mount.exfat-fuse "$(cat "$state/loop")" "$mnt" ;;
        ntfs)
            mkfs.ntfs -F -Q "$(image "$state" 512M)" >/dev/null 2>&1
            detached ntfs-3g "$state/image" "$mnt" ;;
        fat)
            mkfs.vfat "$(image "$state" 512M)" >/dev/null
            detached fusefat -o rw+ "$state/image" "$mnt" ;;
        sshfs)
            mkdir -p "$state/export"
            chmod 755 "$state/export"
            ssh-keygen -q -t ed25519 -N '' -f "$state/host_key"
            ssh-keygen -q -t ed25519 -N '' -f "$state/client_key"
            # A port the kernel picks: bind to 0 and read it back.
            local port
            port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
            echo "$port" > "$state/port"
            mkdir -p /run/sshd
            cat > "$state/sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $port
HostKey $state/host_key
AuthorizedKeysFile $state/client_key.pub
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PidFile $state/sshd.pid
Subsystem sftp internal-sftp
EOF
            connect_sshfs "$state" "$mnt" ;;
        squashfs)
            [ -n "$seed" ] || die "squashfs needs a seed folder"
            mksquashfs "$seed" "$state/image" -quiet -noappend -no-progress >/dev/null
            mount -o loop,ro -t squashfs "$state/image" "$mnt"
            seed= ;;
        readonly)
            mkdir -p "$state/source"
            seed_into "$seed" "$state/source"
            mount --bind "$state/source" "$mnt"
            mount -o remount,bind,ro "$mnt"
            seed= ;;
        *) die "unknown kind “$kind” (one of: ${kinds[*]})" ;;
    esac
    seed_into "$seed" "$mnt"
}

unmount_kind() {
    local mnt=$1 state="$1.state"
    # By the mount table, not `mountpoint`: a FUSE server that died leaves a mount that can't be stat'ed.
    if grep -q " $mnt " /proc/self/mounts; then
        # A descriptor closed on another thread an instant ago can still make the drive busy: then it
        # is detached lazily, and the kernel unmounts it once the descriptor goes.
        umount "$mnt" 2>/dev/null || umount -l "$mnt"
    fi
    if [ -f "$state/sshd.pid" ]; then kill "$(cat "$state/sshd.pid")" 2>/dev/null || true; fi
    if [ -f "$state/loop" ]; then losetup -d "$(cat "$state/loop")" 2>/dev/null || true; fi
    rmdir "$mnt" 2>/dev/null || true
    rm -rf "$state"
}

case "${1:-}" in
    mount) [ $# -ge 3 ] || die "usage: testfs.sh mount KIND MOUNTPOINT [SEED]"; mount_kind "$2" "$3" "${4:-}" ;;
    unmount) [ $# -eq 2 ] || die "usage: testfs.sh unmount MOUNTPOINT"; unmount_kind "$2" ;;
    drop) [ $# -eq 2 ] || die "usage: testfs.sh drop MOUNTPOINT"; drop_sshfs "$2" ;;
    reconnect) [ $# -eq 2 ] || die "usage: testfs.sh reconnect MOUNTPOINT"; reconnect_sshfs "$2" ;;
    kinds) printf '%s\n' "${kinds[@]}" ;;
    *) die "usage: testfs.sh mount KIND MOUNTPOINT [SEED] | unmount MOUNTPOINT | drop MOUNTPOINT | reconnect MOUNTPOINT | kinds" ;;
esac
