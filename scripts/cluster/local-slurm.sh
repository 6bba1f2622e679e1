#!/usr/bin/env bash
# A single-node Slurm on this machine, for trying the cluster drivers
# (docs/cluster.md): installs Debian's slurm-wlm, munge and parallel, writes
# a slurm.conf for this host (CPUs = its cores), and starts munged,
# slurmctld and slurmd directly (no systemd needed).
#   scripts/cluster/local-slurm.sh start    install if needed, configure, start
#   scripts/cluster/local-slurm.sh stop     stop the three daemons
#   scripts/cluster/local-slurm.sh status   sinfo
# Needs root. Logs: /var/log/slurm/.
set -euo pipefail

conf=/etc/slurm/slurm.conf
host=$(hostname -s)
cpus=$(nproc)

install_packages() {
  if command -v sbatch >/dev/null && command -v munged >/dev/null && command -v parallel >/dev/null; then return; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm munge parallel
}

write_config() {
  mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/slurm
  chown slurm:slurm /var/spool/slurmctld /var/log/slurm /run/slurm
  cat >"$conf" <<CONF
# Written by scripts/cluster/local-slurm.sh: one node, this host.
ClusterName=hensoku
SlurmctldHost=$host
SlurmUser=slurm
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurm/slurmctld.pid
SlurmdPidFile=/run/slurm/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
# No cgroup hierarchy in a container: track processes by their parents.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MaxArraySize=100001
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
}

start_munge() {
  if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then return; fi
  if [[ ! -s /etc/munge/munge.key ]]; then
    dd if=/dev/urandom bs=1 count=1024 of=/etc/munge/munge.key status=none
  fi
  chown munge:munge /etc/munge/munge.key
  chmod 400 /etc/munge/munge.key
  mkdir -p /run/munge /var/log/munge /var/lib/munge
  chown munge:munge /run/munge /var/log/munge /var/lib/munge
  runuser -u munge -- /usr/sbin/munged
  munge -n | unmunge >/dev/null
}

running() { [[ -f $1 ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

start() {
  install_packages
  write_config
  start_munge
  running /run/slurm/slurmctld.pid || /usr/sbin/slurmctld
  running /run/slurm/slurmd.pid || /usr/sbin/slurmd
  for _ in $(seq 30); do
    if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then
      sinfo
      return
    fi
    sleep 1
  done
  scontrol update nodename="$host" state=resume 2>/dev/null || true
  sinfo
}

stop() {
  for pidfile in /run/slurm/slurmd.pid /run/slurm/slurmctld.pid; do
    if running "$pidfile"; then kill "$(cat "$pidfile")"; fi
  done
  if [[ -f /run/munge/munged.pid ]] && kill -0 "$(cat /run/munge/munged.pid)" 2>/dev/null; then
    kill "$(cat /run/munge/munged.pid)"
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) sinfo ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
