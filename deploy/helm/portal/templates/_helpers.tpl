{{/* The release's resource name prefix. */}}
{{- define "portal.fullname" -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels of every resource. */}}
{{- define "portal.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{/* The settings of every portal container: the ConfigMap and the Secret as environment. */}}
{{- define "portal.envFrom" -}}
- configMapRef:
    name: {{ include "portal.fullname" . }}
- secretRef:
    name: {{ default (include "portal.fullname" .) .Values.existingSecret }}
{{- end -}}
